import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

// The documents pages inside the signed-in layout (spread into app/router.tsx). The edit modal
// is a child of the list, so the list stays on screen behind it.
export const documentsRoutes: RouteObject[] = [
  {
    path: paths.home.otherDocuments.path,
    lazy: () =>
      import('./pages/home-documents-page').then((m) => ({ Component: m.HomeDocumentsPage })),
  },
  {
    path: paths.otherDocuments.list.path,
    lazy: () => import('./pages/documents-page').then((m) => ({ Component: m.DocumentsPage })),
    children: [
      {
        path: paths.otherDocuments.item.path,
        lazy: () =>
          import('./pages/edit-document-dialog').then((m) => ({
            Component: m.EditDocumentDialog,
          })),
      },
    ],
  },
];
