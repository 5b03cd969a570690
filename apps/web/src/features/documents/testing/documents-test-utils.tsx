import type { OtherDocument, User } from '@karyayojana/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { testQueryClient } from '@/testing/test-utils';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { setToken } from '@/lib/auth/token-storage';
import { makeUser } from '@/testing/data-generators';
import { getDocumentQueryOptions } from '../api/get-document';
import { getDocumentsQueryOptions, type DocumentListParams } from '../api/get-documents';
import { queryKeys } from '@/lib/queries/query-keys';

let nextId = 1;

export function makeDocument(overrides: Partial<OtherDocument> = {}): OtherDocument {
  const id = overrides.id ?? nextId++;
  return {
    id,
    company_id: 2,
    name: `कागजात ${id}`,
    remarks: null,
    documents: `https://files.example/other/${id}?signature=abc`,
    document: { name: `file-${id}.pdf`, size: 1024, mime: 'application/pdf' },
    created_at: '2026-11-21T18:30:00.000Z',
    ...overrides,
  };
}

interface Options {
  url: string;
  user?: User;
  /** Lists the server would answer, by their parameters. */
  lists?: { params?: Partial<DocumentListParams>; data: OtherDocument[]; total?: number }[];
  /** Single documents the server would answer (GET /api/other-documents/:id). */
  details?: OtherDocument[];
}

/** Renders a route table with the signed-in user and document lists in the query cache. */
export function renderDocuments(
  routes: RouteObject[],
  { url, user = makeUser(), lists = [], details = [] }: Options,
) {
  const queryClient = testQueryClient();
  setToken('test-token');
  queryClient.setQueryData(queryKeys.user, user);
  for (const list of lists) {
    const params: DocumentListParams = { q: '', page: 1, per_page: 10, ...list.params };
    queryClient.setQueryData(getDocumentsQueryOptions(params).queryKey, {
      data: list.data,
      meta: { total: list.total ?? list.data.length, page: params.page, per_page: params.per_page },
    });
  }
  for (const document of details) {
    queryClient.setQueryData(getDocumentQueryOptions(document.id).queryKey, document);
  }
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

type Progress = { lengthComputable: boolean; loaded: number; total: number };

/**
 * A stand-in for XMLHttpRequest: the test sees what was sent and decides when the upload
 * progresses and what the server answers.
 *
 *   vi.stubGlobal('XMLHttpRequest', FakeXhr);
 *   FakeXhr.last().progress(50, 100); FakeXhr.last().respond(200, { message, data });
 */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  static last(): FakeXhr {
    const xhr = FakeXhr.instances.at(-1);
    if (!xhr) throw new Error('No request was sent.');
    return xhr;
  }

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Progress) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.upload.onload?.();
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}
