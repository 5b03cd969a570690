import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyImportPreview } from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import { companiesImportService } from './companies-import.service.js';
import { registerImportRoutes } from './import-routes.js';

/**
 * Importing municipalities from .xlsx or .csv, for the Super-Admin (docs/behaviour.md §7,
 * docs/decisions/022-imports.md, "Municipalities"): the plan import's two steps.
 */
export const companiesImportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    registerImportRoutes(app, ctx, {
      path: '/companies/import',
      tags: ['companies'],
      summaries: {
        template: 'The workbook to fill in for an import of municipalities',
        run: 'Preview (dry_run=1) or import municipalities from an .xlsx or .csv file',
      },
      templateFile: 'municipalities-template.xlsx',
      templateName: 'imports.company.file.template',
      created: 'imports.company.created',
      preview: companyImportPreview,
      service: companiesImportService(ctx),
    });
  };
