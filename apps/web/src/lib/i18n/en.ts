import { en as fiscalYearsEn } from '@/features/fiscal-years/i18n';
import { en as categoriesEn } from '@/features/categories/i18n';
import { en as companiesEn } from '@/features/companies/i18n';
import { en as usersEn } from '@/features/users/i18n';
import { en as eventsEn } from '@/features/events/i18n';
import type { Messages } from './ne';

export const en: Messages = {
  fiscalYears: fiscalYearsEn,
  categories: categoriesEn,
  companies: companiesEn,
  users: usersEn,
  events: eventsEn,

  app: {
    name: 'Karyayojana',
    loading: 'please wait..',
    skipToContent: 'Skip to content',
    notifications: 'Notifications',
  },
  language: {
    other: 'नेपाली',
    switchLabel: 'भाषा नेपालीमा बदल्नुहोस्',
  },
  login: {
    slogan: "The municipality's annual work plan, month by month",
    pointPlan: "The whole fiscal year's programmes in one place",
    pointAssign: 'A clear person or branch responsible for every task',
    pointTrack: 'Progress and proof documents on time',
    today: 'Today',
    welcome: 'Welcome',
    subtitle: 'Sign in with your email and password.',
    email: 'Email',
    password: 'Password',
    submit: 'Log In',
    submitting: 'Logging in…',
  },
  password: {
    show: 'Show password',
    hide: 'Hide password',
  },
  validation: {
    emailRequired: 'Enter your email.',
    passwordRequired: 'Enter your password.',
    currentPasswordRequired: 'Enter your current password.',
    passwordMin: 'The password must be at least 8 characters long.',
    confirmationRequired: 'Enter the new password again.',
    passwordsDoNotMatch: 'Passwords do not match.',
    passwordsMatch: 'You can proceed now',
  },
  nav: {
    main: 'Main menu',
    dashboard: 'Dashboard',
    actionPlans: 'Action plans',
    otherDocuments: 'Other documents',
    settings: 'Settings',
    logOut: 'Log Out',
    configurations: 'Configurations',
    fiscalYear: 'Fiscal year',
    categories: 'Categories',
    companies: 'Companies',
    companyUser: 'Company user',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    collapseSidebar: 'Collapse sidebar',
    expandSidebar: 'Expand sidebar',
  },
  userMenu: {
    open: 'User menu',
    role: 'Role',
  },
  home: {
    title: 'Annual work plan',
    comingSoon: 'The month-by-month plan (timeline) is coming here soon.',
  },
  dashboard: {
    title: 'Dashboard',
    comingSoon: 'A summary of the action plans is coming here soon.',
  },
  changePassword: {
    title: 'Change password',
    description: 'After setting a new password you will sign in again.',
    current: 'Current password',
    new: 'New password',
    confirm: 'New password again',
    hint: 'At least 8 characters.',
    submit: 'Change password',
    submitting: 'Changing…',
  },
  notFound: {
    title: 'Oops! Page not found.',
    description: 'The page you asked for is not here. Going back in 3 seconds.',
  },
  dialog: {
    close: 'Close',
    cancel: 'Cancel',
    delete: 'Delete',
    confirmDeleteTitle: 'Confirm Delete',
    confirmDeleteText: 'Are you sure you want to delete this item?',
  },
  errors: {
    network: 'Could not reach the server. Check the connection and try again.',
    generic: 'Something went wrong. Please try again.',
    loadUser: 'Could not load your details.',
    page: 'This page could not be opened. A new version may have been released.',
    retry: 'Try again',
    reload: 'Reload the page',
  },
};
