import { comments } from '@relais/domain';

/**
 * Members write comments as plain text. A kind whose content is rich text (comments are, by their
 * declaration) stores it as paragraphs of escaped text, line breaks kept; the back office's editor
 * is where formatting is written. Editing turns the stored HTML back into the text it shows.
 */
export const isRichContent = comments.attributes.content?.kind === 'richText';

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
