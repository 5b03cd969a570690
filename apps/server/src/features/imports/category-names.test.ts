import { describe, expect, it } from 'vitest';
import { categoryNames } from './imports.service.js';

const KNOWN = ['आर्थिक विकास', 'वन, वातावरण तथा विपद् व्यवस्थापन', 'सामाजिक विकास'];

describe('categoryNames', () => {
  it('splits on commas, semicolons, the Arabic comma and new lines', () => {
    expect(categoryNames('आर्थिक विकास; सामाजिक  विकास\nशिक्षा،खेलकुद', KNOWN)).toEqual([
      'आर्थिक विकास',
      'सामाजिक विकास',
      'शिक्षा',
      'खेलकुद',
    ]);
  });

  it('keeps a known name with a comma in it whole, wherever it stands in the cell', () => {
    expect(categoryNames('वन, वातावरण तथा विपद् व्यवस्थापन', KNOWN)).toEqual([
      'वन, वातावरण तथा विपद् व्यवस्थापन',
    ]);
    expect(
      categoryNames('आर्थिक विकास, वन,  वातावरण तथा विपद् व्यवस्थापन, सामाजिक विकास', KNOWN),
    ).toEqual(['वन, वातावरण तथा विपद् व्यवस्थापन', 'आर्थिक विकास', 'सामाजिक विकास']);
  });

  it('does not take a known name out of the middle of a longer one', () => {
    expect(categoryNames('पुरानो वन, वातावरण तथा विपद् व्यवस्थापन', KNOWN)).toEqual([
      'पुरानो वन',
      'वातावरण तथा विपद् व्यवस्थापन',
    ]);
    expect(categoryNames(' ; , ', KNOWN)).toEqual([]);
  });
});
