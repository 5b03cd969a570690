import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importPreview } from '@karyayojana/contracts';
import type { AppContext } from '../../context.js';
import { registerImportRoutes } from './import-routes.js';
import { importsService } from './imports.service.js';

/** Importing a plan from .xlsx or .csv (docs/behaviour.md §7, docs/decisions/022-imports.md). */
export const importsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    registerImportRoutes(app, ctx, {
      path: '/events/import',
      tags: ['events'],
      summaries: {
        template: 'The workbook to fill in for an import',
        run: 'Preview (dry_run=1) or import a plan from an .xlsx or .csv file',
      },
      templateFile: 'plan-template.xlsx',
      templateName: 'imports.file.template',
      created: 'imports.created',
      createdUpdated: 'imports.createdUpdated',
      preview: importPreview,
      service: importsService(ctx),
    });
  };
