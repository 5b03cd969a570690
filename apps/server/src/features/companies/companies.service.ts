import { roleMay, type Company } from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import { addYearsAd, isoNow } from '../../lib/clock.js';
import { companyStatus } from '../../lib/company-status.js';
import { changesOf, recordActivity } from '../../lib/activity.js';
import { AppError, notFound, conflict } from '../../lib/errors.js';
import { authorize, type Actor } from '../../lib/access.js';
import type { FilesService } from '../files/files.service.js';
import { filesRepository } from '../files/files.repository.js';
import type { MultipartBody } from '../files/uploads.js';
import { companiesRepository, type CompanyRecord } from './companies.repository.js';
import {
  checkCompanyForm,
  companyValues,
  insertCompany,
  type CompanyForm,
} from './company-form.js';

export type LogoField = 'logo' | 'subLogo';

/** Municipalities: the Super-Admin's list, create, delete and renew; profiles and logos. */
export function companiesService(ctx: AppContext, files: FilesService) {
  const repo = companiesRepository(ctx.db);

  function toWire(r: CompanyRecord): Company {
    return {
      id: r.id,
      name: r.name,
      description: r.description,
      address: r.address,
      contact: r.contact,
      email: r.email,
      website: r.website,
      province: r.province,
      district: r.district,
      municipality: r.municipality,
      logo: r.logo,
      subLogo: r.sub_logo,
      expiry_date: r.expiry_date,
      ...companyStatus(r.expiry_date, r.is_owner === 1, ctx.clock.today()),
      is_owner: r.is_owner === 1,
    };
  }

  async function load(id: number): Promise<CompanyRecord> {
    const found = await repo.find(id);
    if (!found) throw notFound();
    return found;
  }

  /** Parses the form fields; the address must name one entry of the reference list. */
  function parseForm(raw: Record<string, string>, requireAddress: boolean): CompanyForm {
    const { form, problems } = checkCompanyForm(raw, requireAddress);
    if (!form) throw problems[0] ?? new AppError('VALIDATION_FAILED');
    return form;
  }

  return {
    toWire,

    /** Every municipality: the Super-Admin's list (the dashboard, the export). */
    async list(actor: Actor): Promise<Company[]> {
      authorize(actor, 'companies.manage');
      return (await repo.list()).map(toWire);
    },

    /**
     * `GET /api/companies`: every municipality for the Super-Admin; for anyone else only their
     * own (the original client asks on every page, decision 031). The owner company is never
     * listed.
     */
    async visibleList(actor: Actor): Promise<Company[]> {
      if (roleMay(actor.role, 'companies.manage')) return this.list(actor);
      authorize(actor, 'plan.read', actor.companyId);
      const own = await repo.find(actor.companyId);
      return own && own.is_owner !== 1 ? [toWire(own)] : [];
    },

    async get(actor: Actor, id: number): Promise<Company> {
      authorize(actor, 'plan.read', id);
      return toWire(await load(id));
    },

    async create(actor: Actor, body: MultipartBody): Promise<Company> {
      authorize(actor, 'companies.manage');
      const f = parseForm(body.fields, true);
      const uploads = Object.values(body.files);
      const id = await files.write(uploads, 'public', null, async (trx, fileIds) => {
        const at = { now: isoNow(ctx.clock), today: ctx.clock.today() };
        const logos = { logo: fileIds.logo, subLogo: fileIds.subLogo };
        const newId = await insertCompany(trx, f, at, logos);
        await recordActivity(
          trx,
          actor,
          {
            action: 'create',
            entity: 'company',
            entityId: newId,
            companyId: newId,
            summary: `स्थानीय तह "${f.name}"`,
          },
          at.now,
        );
        return { result: newId };
      });
      return toWire(await load(id));
    },

    async update(actor: Actor, id: number, body: MultipartBody): Promise<Company> {
      authorize(actor, 'company.editProfile', id);
      const current = await load(id);
      const f = parseForm(body.fields, current.is_owner !== 1);
      const mayExtend = actor.role === 'Super-Admin' && current.is_owner !== 1;
      await files.write(Object.values(body.files), 'public', id, async (trx, fileIds) => {
        const obsolete: number[] = [];
        if (fileIds.logo && current.logo_file_id) obsolete.push(current.logo_file_id);
        if (fileIds.subLogo && current.sub_logo_file_id) obsolete.push(current.sub_logo_file_id);
        const now = isoNow(ctx.clock);
        const changed = {
          ...companyValues(f),
          ...(mayExtend && f.expiry_date ? { expiry_date: f.expiry_date } : {}),
          ...(fileIds.logo ? { logo_file_id: fileIds.logo } : {}),
          ...(fileIds.subLogo ? { sub_logo_file_id: fileIds.subLogo } : {}),
        };
        await companiesRepository(trx).update(id, changed, now);
        await recordActivity(
          trx,
          actor,
          {
            action: 'update',
            entity: 'company',
            entityId: id,
            companyId: id,
            summary: `स्थानीय तह "${f.name}"`,
            changes: changesOf({ ...current }, changed),
          },
          now,
        );
        return { result: undefined, obsoleteFileIds: obsolete };
      });
      return toWire(await load(id));
    },

    async removeLogo(actor: Actor, id: number, which: LogoField): Promise<Company> {
      authorize(actor, 'company.editProfile', id);
      const current = await load(id);
      const fileId = which === 'logo' ? current.logo_file_id : current.sub_logo_file_id;
      // Logged even when there was no logo to remove: the request was a write all the same.
      await files.write([], 'public', id, async (trx) => {
        const now = isoNow(ctx.clock);
        const changed = which === 'logo' ? { logo_file_id: null } : { sub_logo_file_id: null };
        if (fileId) await companiesRepository(trx).update(id, changed, now);
        await recordActivity(
          trx,
          actor,
          {
            action: 'remove_file',
            entity: 'logo',
            entityId: id,
            companyId: id,
            summary: `स्थानीय तह "${current.name}" को ${which === 'logo' ? 'लोगो' : 'सहायक लोगो'}`,
            changes: changesOf({ ...current }, changed),
          },
          now,
        );
        return { result: undefined, obsoleteFileIds: fileId ? [fileId] : [] };
      });
      return toWire(await load(id));
    },

    /** Deletes a municipality with its users, events, tasks, documents and their files. */
    async remove(actor: Actor, id: number): Promise<void> {
      authorize(actor, 'companies.manage');
      const current = await load(id);
      if (current.is_owner === 1) {
        throw conflict('conflict.ownerCompany');
      }
      const removed = await ctx.db.transaction().execute(async (trx) => {
        const owned = await filesRepository(trx).ofCompany(id);
        await companiesRepository(trx).delete(id);
        // The platform's entry: the municipality's own log goes with it.
        await recordActivity(
          trx,
          actor,
          {
            action: 'delete',
            entity: 'company',
            entityId: id,
            companyId: null,
            summary: `स्थानीय तह "${current.name}"`,
          },
          isoNow(ctx.clock),
        );
        return filesRepository(trx).deleteByIds(owned.map((f) => f.id));
      });
      await files.removeFromDisk(removed);
    },

    /** One more year: from the later of today and the current expiry date. */
    async renew(actor: Actor, id: number): Promise<Company> {
      authorize(actor, 'companies.manage');
      const current = await load(id);
      if (current.is_owner === 1) throw conflict('conflict.ownerNeverExpires');
      const today = ctx.clock.today();
      const from = current.expiry_date > today ? current.expiry_date : today;
      const now = isoNow(ctx.clock);
      const changed = { expiry_date: addYearsAd(from, 1) };
      await ctx.db.transaction().execute(async (trx) => {
        await companiesRepository(trx).update(id, changed, now);
        await recordActivity(
          trx,
          actor,
          {
            action: 'renew',
            entity: 'company',
            entityId: id,
            companyId: id,
            summary: `स्थानीय तह "${current.name}"`,
            changes: changesOf({ ...current }, changed),
          },
          now,
        );
      });
      return toWire(await load(id));
    },
  };
}
export type CompaniesService = ReturnType<typeof companiesService>;
