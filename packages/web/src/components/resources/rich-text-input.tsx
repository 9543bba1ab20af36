import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useEffect, useId, useImperativeHandle, useRef } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import type { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';

export interface RichTextInputProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  error?: string;
  helperText?: string;
  inputRef?: Ref<{ focus: () => void }>;
  /** Focuses the text as soon as the editor is ready (an answer opened by its button). */
  autoFocus?: boolean;
}

interface Tool {
  key: string;
  label: string;
  text: string;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const EMPTY_DOCUMENT = '<p></p>';

/**
 * Rich text (Tiptap): what it can produce is what the server keeps after sanitising (paragraphs,
 * headings, lists, emphasis, links). The toolbar is one tab stop, its buttons reached with the arrow
 * keys and saying whether they are on; the text area is a labelled multi-line text box.
 */
export function RichTextInput({ label, value, onChange, onBlur, error, helperText, inputRef, autoFocus = false }: RichTextInputProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const helperId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ codeBlock: false, code: false, horizontalRule: false, link: { openOnClick: false } })],
    content: value || '',
    autofocus: autoFocus ? 'end' : false,
    onUpdate: ({ editor: current }) => {
      const html = current.getHTML();
      onChange(html === EMPTY_DOCUMENT ? '' : html);
    },
    onBlur: () => onBlur(),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(helperText ? { 'aria-describedby': helperId } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
  });
  // A value set from outside (the form's reset) replaces the content; the editor's own changes do not loop.
  useEffect(() => {
    // A destroyed editor (React's development double mount, a remount) has no schema left to read.
    if (!editor || editor.isDestroyed) return;
    const current = editor.getHTML();
    if ((value || '') !== (current === EMPTY_DOCUMENT ? '' : current)) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);
  // Before its view is mounted an editor has no commands: a focus asked that early (a form's first error) waits for nothing.
  useImperativeHandle(inputRef, () => ({ focus: () => (editor && !editor.isDestroyed && editor.isInitialized ? editor.commands.focus() : undefined) }), [editor]);
  const tools: Tool[] = [
    { key: 'bold', label: t('admin.richBold'), text: 'B', isActive: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
    { key: 'italic', label: t('admin.richItalic'), text: 'I', isActive: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
    { key: 'h2', label: t('admin.richHeading', { level: 2 }), text: 'H2', isActive: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
    { key: 'h3', label: t('admin.richHeading', { level: 3 }), text: 'H3', isActive: (e) => e.isActive('heading', { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
    { key: 'bullets', label: t('admin.richBulletList'), text: '•', isActive: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
    { key: 'numbers', label: t('admin.richOrderedList'), text: '1.', isActive: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  ];
  const active = useEditorState({ editor, selector: ({ editor: current }) => (current ? tools.map((tool) => tool.isActive(current)) : tools.map(() => false)) }) ?? [];
  const toolbar = useRef<HTMLDivElement>(null);
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(toolbar.current?.querySelectorAll('button') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined || index < 0) return;
    event.preventDefault();
    const target = buttons[(next + buttons.length) % buttons.length]!;
    for (const button of buttons) button.tabIndex = button === target ? 0 : -1;
    target.focus();
  };
  return (
    <Box>
      <Typography id={labelId} component="span" sx={{ display: 'block', mb: 0.5, color: error ? 'error.main' : 'text.secondary' }}>
        {label}
      </Typography>
      <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, '&:focus-within': { borderColor: 'primary.main', boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}` } }}>
        <Box ref={toolbar} role="toolbar" aria-label={t('admin.richToolbar', { field: label })} onKeyDown={onToolbarKey} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
          {tools.map((tool, index) => (
            <Button
              key={tool.key}
              size="small"
              variant={active[index] ? 'contained' : 'text'}
              aria-pressed={!!active[index]}
              aria-label={tool.label}
              tabIndex={index === 0 ? 0 : -1}
              onClick={() => editor && tool.run(editor)}
              sx={{ minWidth: 40, fontWeight: tool.key === 'bold' ? 700 : undefined, fontStyle: tool.key === 'italic' ? 'italic' : undefined }}
            >
              {tool.text}
            </Button>
          ))}
        </Box>
        <Box sx={{ px: 1.5, '& .tiptap': { minHeight: 120, py: 1, outline: 'none' } }}>
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {helperText && (
        <FormHelperText id={helperId} error={!!error}>
          {helperText}
        </FormHelperText>
      )}
    </Box>
  );
}
