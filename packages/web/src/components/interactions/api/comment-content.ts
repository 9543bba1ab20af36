/**
 * Members write comments as plain text. A kind whose content is rich text (comments are, by their
 * declaration) stores it as paragraphs of escaped text, line breaks kept; the back office's editor
 * is where formatting is written. Editing turns the stored HTML back into the text it shows.
 */
// Said here rather than read from the declaration, which would bring the kinds' registry to every
// record's page (thread.test.ts holds it to the declaration).
export const isRichContent = true;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function textToContent(text: string): string {
  const trimmed = text.trim();
  if (!isRichContent) return trimmed;
  return trimmed
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The text a member edits: paragraphs apart by a blank line, `<br>` as a line break. */
export function contentToText(content: string): string {
  if (!isRichContent) return content;
  const template = document.createElement('template');
  template.innerHTML = content;
  const blocks = Array.from(template.content.childNodes).map((node) => {
    if (node instanceof Element) {
      for (const br of Array.from(node.querySelectorAll('br'))) br.replaceWith('\n');
      return node.textContent ?? '';
    }
    return node.textContent ?? '';
  });
  return blocks.map((block) => block.trim()).filter(Boolean).join('\n\n');
}
