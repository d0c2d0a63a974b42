import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { RichTextEditor } from './lazy-rich-text-editor';

// The editor's code never arrives: what the field shows meanwhile is all there is to see.
vi.mock('./rich-text-editor', () => new Promise(() => {}));

describe('the rich-text field before its editor has loaded', () => {
  it('shows its label and text at once, busy, with nothing to type into yet', () => {
    renderWithApp(
      <RichTextEditor
        label="Instructions (English)"
        value="<p>Read the <strong>passage</strong> first.</p><script>alert(1)</script>"
        onChange={() => {}}
        lang="en"
      />,
    );
    expect(screen.getByText('Instructions (English)')).toBeVisible();
    expect(screen.getByText('passage').tagName).toBe('STRONG');
    expect(screen.getByText(/Read the/).closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
  });
});
