import { expect, test } from 'vitest';
import { ApiError } from './api-client';
import { serverFieldErrors } from './form-errors';

test('puts the server’s first message of each field under it, a list element under its list', () => {
  const error = new ApiError(422, 'VALIDATION_FAILED', 'शीर्षक आवश्यक छ।', {
    title: ['शीर्षक आवश्यक छ।', 'अर्को'],
    'tasks.1': ['कार्यहरू (२) खाली छोड्न मिल्दैन।'],
    other: ['x'],
  });
  expect(serverFieldErrors(error, ['title', 'tasks', 'date'])).toEqual({
    title: 'शीर्षक आवश्यक छ।',
    tasks: 'कार्यहरू (२) खाली छोड्न मिल्दैन।',
  });
  expect(serverFieldErrors(new Error('network'), ['title'])).toEqual({});
});
