import type { Category } from '@karyayojana/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { CategoryForm } from './category-form';

function renderForm(category?: Category, onSubmit = vi.fn().mockResolvedValue(undefined)) {
  const user = userEvent.setup();
  render(<CategoryForm category={category} onSubmit={onSubmit} onCancel={vi.fn()} />);
  return { user, onSubmit };
}

test('the name is required; an empty description is sent as none', async () => {
  const { user, onSubmit } = renderForm();
  await user.type(screen.getByLabelText('नाम'), '   ');
  await user.click(screen.getByRole('button', { name: 'सेभ गर्नुहोस्' }));
  expect(screen.getByText('नाम लेख्नुहोस्।')).toBeInTheDocument();
  expect(screen.getByLabelText('नाम')).toHaveAttribute('aria-invalid', 'true');
  expect(onSubmit).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('नाम'), ' सामाजिक विकास ');
  await user.click(screen.getByRole('button', { name: 'सेभ गर्नुहोस्' }));
  expect(onSubmit).toHaveBeenCalledWith({
    name: 'सामाजिक विकास',
    name_en: null,
    description: null,
  });
});

test('edit mode starts from the category and says Update', async () => {
  const { user, onSubmit } = renderForm({
    id: 4,
    name: 'पूर्वाधार विकास',
    description: 'सडक, पुल, खानेपानी',
    order: 3,
  });
  expect(screen.getByLabelText('नाम')).toHaveValue('पूर्वाधार विकास');
  const description = screen.getByLabelText('विवरण');
  expect(description.tagName).toBe('TEXTAREA');
  await user.clear(description);
  await user.type(description, 'सडक र पुल');
  await user.click(screen.getByRole('button', { name: 'अपडेट गर्नुहोस्' }));
  expect(onSubmit).toHaveBeenCalledWith({
    name: 'पूर्वाधार विकास',
    name_en: null,
    description: 'सडक र पुल',
  });
});

test('an optional English name, with its hint, trimmed; the stored one is edited', async () => {
  const { user, onSubmit } = renderForm({
    id: 1,
    name: 'आर्थिक विकास',
    name_en: 'Economic development',
    description: null,
    order: 1,
  });
  const english = screen.getByLabelText('अङ्ग्रेजी नाम');
  expect(english).toHaveValue('Economic development');
  expect(english).not.toBeRequired();
  expect(english).toHaveAccessibleDescription(
    'ऐच्छिक। अङ्ग्रेजी भाषामा हेर्दा पृष्ठ, रिपोर्ट र निर्यातमा यही नाम देखिन्छ; खाली छाडे नेपाली नाम नै देखिन्छ।',
  );
  await user.clear(english);
  await user.type(english, '  Economy  ');
  await user.click(screen.getByRole('button', { name: 'अपडेट गर्नुहोस्' }));
  expect(onSubmit).toHaveBeenLastCalledWith({
    name: 'आर्थिक विकास',
    name_en: 'Economy',
    description: null,
  });
  expect(english).toHaveAttribute('maxlength', '150');
});

test("the server's message about the English name appears under it", async () => {
  const onSubmit = vi.fn().mockRejectedValue(
    new ApiError(422, 'VALIDATION_FAILED', 'Check the form.', {
      name_en: ['A category with this English name exists already.'],
    }),
  );
  const { user } = renderForm(undefined, onSubmit);
  await user.type(screen.getByLabelText('नाम'), 'सुशासन');
  await user.type(screen.getByLabelText('अङ्ग्रेजी नाम'), 'Economic development');
  await user.click(screen.getByRole('button', { name: 'सेभ गर्नुहोस्' }));
  expect(
    await screen.findByText('A category with this English name exists already.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('अङ्ग्रेजी नाम')).toHaveAttribute('aria-invalid', 'true');
});

test("the server's field messages appear under the fields", async () => {
  const onSubmit = vi.fn().mockRejectedValue(
    new ApiError(422, 'VALIDATION_FAILED', 'Check the form.', {
      name: ['This category exists already.'],
    }),
  );
  const { user } = renderForm(undefined, onSubmit);
  await user.type(screen.getByLabelText('नाम'), 'सुशासन');
  await user.click(screen.getByRole('button', { name: 'सेभ गर्नुहोस्' }));
  expect(await screen.findByText('This category exists already.')).toBeInTheDocument();
});
