import { activityFieldLabel } from '@karyayojana/contracts';
import { describe, expect, it } from 'vitest';
import * as companies from '@/features/companies/i18n';
import * as documents from '@/features/documents/i18n';
import * as events from '@/features/events/i18n';
import * as fiscalYears from '@/features/fiscal-years/i18n';
import * as settings from '@/features/settings/i18n';
import * as users from '@/features/users/i18n';

// Issue 27: the activity log names each field by the label of the form that writes it. The
// units a form puts in its label ("(रु.)", "(%)", "(ई.सं.)") go with the log's values instead.
const bare = (label: string) =>
  label.replace(/\s*\((रु\.|Rs\.|%|ई\.सं\.|AD|ऐच्छिक|optional)\)$/u, '').trim();

type Texts = {
  events: typeof events.ne;
  companies: typeof companies.ne;
  documents: typeof documents.ne;
  fiscalYears: typeof fiscalYears.ne;
  settings: typeof settings.ne;
  users: typeof users.ne;
};

/** [record, field, the form's label] for each field a write records. */
const FORMS = (t: Texts): [string, string, string][] => [
  ['event', 'fiscal_year_id', t.events.form.fiscalYear],
  ['event', 'title', t.events.form.title],
  ['event', 'content', t.events.form.content],
  ['event', 'date', t.events.form.date],
  ['event', 'time', t.events.form.time],
  ['event', 'assign_to', t.events.form.assignTo],
  ['event', 'categories', t.events.form.categories],
  ['event', 'tasks', t.events.form.tasks],
  ['event', 'status', t.events.form.status],
  ['event', 'completed_date', t.events.progress.completedDate],
  ['event', 'outcome', t.events.progress.outcome],
  ['event', 'progress', t.events.progress.physical],
  ['event', 'budget', t.events.progress.budget],
  ['event', 'spent', t.events.progress.spent],
  ['task', 'name', t.events.task.name],
  ['task', 'file_id', t.events.task.file],
  ['other_document', 'name', t.documents.form.name],
  ['other_document', 'remarks', t.documents.form.remarks],
  ['other_document', 'file_id', t.documents.form.file],
  ['company', 'name', t.companies.form.name],
  ['company', 'description', t.companies.form.tagline],
  ['company', 'email', t.companies.form.email],
  ['company', 'website', t.companies.form.website],
  ['company', 'contact', t.companies.form.contact],
  ['company', 'province', t.companies.form.province],
  ['company', 'district', t.companies.form.district],
  ['company', 'municipality', t.companies.form.municipality],
  ['company', 'address', t.companies.form.address],
  ['company', 'expiry_date', t.companies.form.expiryDate],
  ['company', 'logo_file_id', t.companies.form.logo],
  ['company', 'sub_logo_file_id', t.companies.form.subLogo],
  ['company', 'public_plan', t.settings.publicPlan.enabled],
  ['company', 'public_slug', t.settings.publicPlan.slug],
  ['user', 'name', t.users.form.username],
  ['user', 'email', t.users.form.email],
  ['user', 'company_id', t.users.form.municipality],
  ['user', 'role', t.users.form.role],
  ['user', 'digest', t.settings.mail.digest],
  ['user', 'reminder_days', t.settings.mail.reminders],
  ['user', 'language', t.settings.mail.language],
  ['fiscal_year', 'year', t.fiscalYears.year],
  ['fiscal_year', 'start_date', t.fiscalYears.startDate],
  ['fiscal_year', 'end_date', t.fiscalYears.endDate],
  ['fiscal_year', 'status', t.fiscalYears.status],
];

describe('the activity log’s labels', () => {
  for (const lang of ['ne', 'en'] as const) {
    it(`are the forms’ own words (${lang})`, () => {
      const texts = {
        events: events[lang],
        companies: companies[lang],
        documents: documents[lang],
        fiscalYears: fiscalYears[lang],
        settings: settings[lang],
        users: users[lang],
      };
      for (const [entity, field, label] of FORMS(texts))
        expect(activityFieldLabel(entity, field, lang), `${entity}.${field}`).toBe(bare(label));
    });
  }
});
