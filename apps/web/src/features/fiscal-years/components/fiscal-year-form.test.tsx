import type { FiscalYear } from '@karyayojana/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { FiscalYearForm } from './fiscal-year-form';

const year2082: FiscalYear = {
  id: 5,
  year: '2082/83',
  startDate: '2082-04-01',
  ad_startDate: '2025-07-17',
  endDate: '2083-03-32',
  ad_endDate: '2026-07-16',
  status: 1,
  order: 1,
};

function renderForm(fiscalYear?: FiscalYear, onSubmit = vi.fn().mockResolvedValue(undefined)) {
  const user = userEvent.setup();
  const onCancel = vi.fn();
  render(<FiscalYearForm fiscalYear={fiscalYear} onSubmit={onSubmit} onCancel={onCancel} />);
  return { user, onSubmit, onCancel };
}

describe('create mode', () => {
  test('dates, year and status are required', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'सेभ गर्नुहोस्' }));

    expect(screen.getByText('सुरु मिति छान्नुहोस्।')).toBeInTheDocument();
    expect(screen.getByText('अन्तिम मिति छान्नुहोस्।')).toBeInTheDocument();
    expect(screen.getByText('आर्थिक वर्ष लेख्नुहोस्।')).toBeInTheDocument();
    expect(screen.getByText('स्थिति छान्नुहोस्।')).toBeInTheDocument();
    expect(screen.getByLabelText('सुरु मिति')).toHaveFocus(); // the first field on screen
    expect(screen.getByLabelText('आर्थिक वर्ष')).toHaveAccessibleDescription(
      expect.stringContaining('आर्थिक वर्ष लेख्नुहोस्।') as string,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('the start date suggests the year label and the end date; the request carries them', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('सुरु मिति'), '2083-04-01');
    await user.tab();

    expect(screen.getByLabelText('आर्थिक वर्ष')).toHaveValue('2083/84');
    expect(screen.getByLabelText('अन्तिम मिति')).toHaveValue('२०८४-०३-३१');

    await user.selectOptions(screen.getByLabelText('स्थिति'), 'सक्रिय');
    await user.click(screen.getByRole('button', { name: 'सेभ गर्नुहोस्' }));
    expect(onSubmit).toHaveBeenCalledWith({
      year: '2083/84',
      startDate: '2083-04-01',
      endDate: '2084-03-31',
      status: 1,
    });
  });

  test('a label the user wrote is not replaced by the suggestion', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('आर्थिक वर्ष'), 'आ.व. ८३/८४');
    await user.type(screen.getByLabelText('सुरु मिति'), '2083-04-01');
    await user.tab();
    expect(screen.getByLabelText('आर्थिक वर्ष')).toHaveValue('आ.व. ८३/८४');
  });

  test('the end date may not come before the start date', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('अन्तिम मिति'), '2083-01-01');
    await user.type(screen.getByLabelText('सुरु मिति'), '2083-04-01');
    await user.tab();
    await user.selectOptions(screen.getByLabelText('स्थिति'), 'निष्क्रिय');
    await user.click(screen.getByRole('button', { name: 'सेभ गर्नुहोस्' }));
    expect(screen.getByText('अन्तिम मिति सुरु मितिभन्दा अघि हुन सक्दैन।')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test("the server's field messages appear under the fields", async () => {
    const onSubmit = vi.fn().mockRejectedValue(
      new ApiError(422, 'VALIDATION_FAILED', 'Check the form.', {
        year: ['This fiscal year exists already.'],
      }),
    );
    const { user } = renderForm(undefined, onSubmit);
    await user.type(screen.getByLabelText('सुरु मिति'), '2082-04-01');
    await user.tab();
    await user.selectOptions(screen.getByLabelText('स्थिति'), 'निष्क्रिय');
    await user.click(screen.getByRole('button', { name: 'सेभ गर्नुहोस्' }));
    expect(await screen.findByText('This fiscal year exists already.')).toBeInTheDocument();
  });
});

describe('edit mode', () => {
  test('shows the dates read-only (BS and AD) and sends only year and status', async () => {
    const { user, onSubmit } = renderForm(year2082);
    expect(screen.queryByLabelText('सुरु मिति')).not.toBeInTheDocument();
    expect(screen.getByText('२०८२ श्रावण १')).toBeInTheDocument();
    expect(screen.getByText('१७ जुलाई २०२५')).toBeInTheDocument();
    expect(screen.getByText('२०८३ असार ३२')).toBeInTheDocument();
    expect(screen.getByLabelText('आर्थिक वर्ष')).toHaveValue('2082/83');
    expect(screen.getByLabelText('स्थिति')).toHaveValue('1');

    await user.selectOptions(screen.getByLabelText('स्थिति'), 'निष्क्रिय');
    await user.click(screen.getByRole('button', { name: 'अपडेट गर्नुहोस्' }));
    expect(onSubmit).toHaveBeenCalledWith({ year: '2082/83', status: 0 });
  });

  test('"change" reveals the pickers, whose dates are sent; "cancel update" hides them again', async () => {
    const { user, onSubmit } = renderForm(year2082);
    await user.click(screen.getByRole('button', { name: 'मिति बदल्नुहोस्' }));
    const start = screen.getByLabelText('सुरु मिति');
    expect(start).toHaveValue('२०८२-०४-०१');

    await user.click(screen.getByRole('button', { name: 'मिति नबदल्ने' }));
    expect(screen.queryByLabelText('सुरु मिति')).not.toBeInTheDocument();
    expect(screen.getByText('२०८२ श्रावण १')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'मिति बदल्नुहोस्' }));
    await user.clear(screen.getByLabelText('सुरु मिति'));
    await user.type(screen.getByLabelText('सुरु मिति'), '2082-04-02');
    await user.tab();
    // The stored label is the usual one for its dates, so it follows the new start date.
    expect(screen.getByLabelText('आर्थिक वर्ष')).toHaveValue('2082/83');
    await user.click(screen.getByRole('button', { name: 'अपडेट गर्नुहोस्' }));
    expect(onSubmit).toHaveBeenCalledWith({
      year: '2082/83',
      status: 1,
      startDate: '2082-04-02',
      endDate: '2083-03-32',
    });
  });

  test('Cancel leaves without sending', async () => {
    const { user, onSubmit, onCancel } = renderForm(year2082);
    await user.click(screen.getByRole('button', { name: 'रद्द गर्नुहोस्' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
