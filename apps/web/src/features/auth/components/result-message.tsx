import { CircleCheck, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface Result {
  kind: 'success' | 'error';
  message: string;
}

/**
 * A live region for a request's outcome (the server's sentence): always in the page, so a
 * screen reader announces what arrives in it; empty until then.
 */
export function ResultMessage({ result, className }: { result?: Result; className?: string }) {
  return (
    <div role="status" className={className}>
      {result && (
        <p
          className={cn(
            'flex gap-2 rounded-md border p-3',
            result.kind === 'success'
              ? 'border-green-300 bg-green-50 text-green-900'
              : 'border-red-300 bg-red-50 text-red-900',
          )}
        >
          {result.kind === 'success' ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
          ) : (
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          )}
          <span className="min-w-0 break-words">{result.message}</span>
        </p>
      )}
    </div>
  );
}
