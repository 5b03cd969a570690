// Every URL of the web app, in one place. `path` is the router pattern; `getHref` builds a link.
type Id = string | number;

export const paths = {
  login: { path: '/', getHref: () => '/' },
  /** Public pages of email (issue 17): the links in the server's mails point here. */
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  unsubscribe: { path: '/unsubscribe', getHref: () => '/unsubscribe' },

  home: {
    root: { path: '/home', getHref: () => '/home' },
    profile: { path: '/home/profile', getHref: () => '/home/profile' },
    settingsProfile: { path: '/home/settings/profile', getHref: () => '/home/settings/profile' },
    otherDocuments: { path: '/home/other-documents', getHref: () => '/home/other-documents' },
  },

  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    changeUserPassword: {
      path: '/dashboard/change-user-password',
      getHref: () => '/dashboard/change-user-password',
    },
  },

  events: {
    list: { path: '/dashboard/events', getHref: () => '/dashboard/events' },
    add: { path: '/dashboard/events/add', getHref: () => '/dashboard/events/add' },
    /** A plan brought in from Excel or CSV (issue 15). */
    import: { path: '/dashboard/events/import', getHref: () => '/dashboard/events/import' },
    edit: { path: '/dashboard/events/add/:id', getHref: (id: Id) => `/dashboard/events/add/${id}` },
    view: {
      path: '/dashboard/events/:eventId/view',
      getHref: (eventId: Id) => `/dashboard/events/${eventId}/view`,
    },
    viewTaskForm: {
      path: '/dashboard/events/:eventId/view/add/:id',
      getHref: (eventId: Id, id: Id) => `/dashboard/events/${eventId}/view/add/${id}`,
    },
    task: {
      path: '/dashboard/events/:eventId/tasks/:id',
      getHref: (eventId: Id, id: Id) => `/dashboard/events/${eventId}/tasks/${id}`,
    },
  },

  reports: {
    progress: {
      path: '/dashboard/reports/progress',
      /** The trimester progress report; the Super-Admin names a municipality with companyId. */
      getHref: (companyId?: Id) =>
        companyId === undefined
          ? '/dashboard/reports/progress'
          : `/dashboard/reports/progress?company_id=${companyId}`,
    },
  },

  /** Who did what (issue 16); admins see their municipality, the Super-Admin any. */
  activity: {
    list: { path: '/dashboard/activity', getHref: () => '/dashboard/activity' },
  },
  /** Deleted events, tasks and documents until they are purged (issue 16). */
  trash: {
    list: { path: '/dashboard/trash', getHref: () => '/dashboard/trash' },
  },

  otherDocuments: {
    list: { path: '/dashboard/other-documents', getHref: () => '/dashboard/other-documents' },
    item: {
      path: '/dashboard/other-documents/:id',
      getHref: (id: Id) => `/dashboard/other-documents/${id}`,
    },
  },

  settings: {
    root: { path: '/dashboard/settings', getHref: () => '/dashboard/settings' },
    profile: { path: '/dashboard/settings/profile', getHref: () => '/dashboard/settings/profile' },
    company: {
      path: '/dashboard/settings/company/:companyId',
      getHref: (companyId: Id) => `/dashboard/settings/company/${companyId}`,
    },
    changePassword: {
      path: '/dashboard/settings/change-password',
      getHref: () => '/dashboard/settings/change-password',
    },
    /** The mail queue's state and a test mail (issue 17, Super-Admin). */
    mail: { path: '/dashboard/settings/mail', getHref: () => '/dashboard/settings/mail' },
  },

  config: {
    root: { path: '/dashboard/config', getHref: () => '/dashboard/config' },
    fiscalYears: {
      path: '/dashboard/config/fiscal-year',
      getHref: () => '/dashboard/config/fiscal-year',
    },
    fiscalYear: {
      path: '/dashboard/config/fiscal-year/:id',
      getHref: (id: Id) => `/dashboard/config/fiscal-year/${id}`,
    },
    categories: {
      path: '/dashboard/config/categories',
      getHref: () => '/dashboard/config/categories',
    },
    category: {
      path: '/dashboard/config/categories/:id',
      getHref: (id: Id) => `/dashboard/config/categories/${id}`,
    },
    /** The municipality's branches (शाखा), issue 28: its admin, or the Super-Admin for one. */
    branches: {
      path: '/dashboard/config/branches',
      getHref: () => '/dashboard/config/branches',
    },
    branch: {
      path: '/dashboard/config/branches/:id',
      getHref: (id: Id) => `/dashboard/config/branches/${id}`,
    },
    /** The municipality's wards, their offices and (Super-Admin) their count, issue 28. */
    wards: {
      path: '/dashboard/config/wards',
      getHref: () => '/dashboard/config/wards',
    },
    companies: {
      path: '/dashboard/config/companies',
      getHref: () => '/dashboard/config/companies',
    },
    companyAdd: {
      path: '/dashboard/config/companies/add',
      getHref: () => '/dashboard/config/companies/add',
    },
    /** Municipalities brought in from Excel or CSV (issue 15). */
    companyImport: {
      path: '/dashboard/config/companies/import',
      getHref: () => '/dashboard/config/companies/import',
    },
    companyEdit: {
      path: '/dashboard/config/companies/add/:id',
      getHref: (id: Id) => `/dashboard/config/companies/add/${id}`,
    },
    companyUsers: {
      path: '/dashboard/config/company-user',
      getHref: () => '/dashboard/config/company-user',
    },
    registerUser: {
      path: '/dashboard/config/register-new',
      getHref: () => '/dashboard/config/register-new',
    },
    editUser: {
      path: '/dashboard/config/register-new/:userId',
      getHref: (userId: Id) => `/dashboard/config/register-new/${userId}`,
    },
    userPassword: {
      path: '/dashboard/config/change-password/:userId',
      getHref: (userId: Id) => `/dashboard/config/change-password/${userId}`,
    },
  },
} as const;
