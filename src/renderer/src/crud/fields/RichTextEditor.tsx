import { Button, Field, Input, Popover, PopoverSurface, PopoverTrigger, Text, Toolbar, ToolbarButton, makeStyles, tokens } from '@fluentui/react-components';
import {
  LinkRegular,
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextHeader2Regular,
  TextHeader3Regular,
  TextItalicRegular,
  TextNumberListLtrRegular,
} from '@fluentui/react-icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  frame: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-within': { borderBottomColor: tokens.colorCompoundBrandStroke },
  },
  toolbar: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, flexWrap: 'wrap' },
  content: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    minHeight: '160px',
    maxHeight: '420px',
    overflowY: 'auto',
    '& .ProseMirror': { outline: 'none', minHeight: '144px' },
    '& .ProseMirror p': { margin: `0 0 ${tokens.spacingVerticalS}` },
    '& a': { color: tokens.colorBrandForegroundLink },
  },
  footer: { display: 'flex', justifyContent: 'flex-end', padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalXS}` },
  over: { color: tokens.colorPaletteRedForeground1 },
  linkForm: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
});

/** Text length of the document (what the counter shows: text, not HTML). */
const textLength = (editor: Editor) => editor.state.doc.textContent.length;

/** Only http(s) and mailto links: an address without a scheme is taken as https. */
function safeHref(raw: string): string {
  const v = raw.trim();
  if (!v) return '';
  if (/^(https?:|mailto:)/i.test(v)) return v;
  if (/^[a-z][a-z0-9+.-]*:/i.test(v)) return '';
  return `https://${v}`;
}

function LinkButton(props: { editor: Editor }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const apply = () => {
    const target = safeHref(href);
    const chain = props.editor.chain().focus().extendMarkRange('link');
    if (target) chain.setLink({ href: target }).run();
    else chain.unsetLink().run();
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      trapFocus
      onOpenChange={(_, d) => {
        setOpen(d.open);
        if (d.open) setHref(String(props.editor.getAttributes('link').href ?? ''));
      }}
    >
      <PopoverTrigger disableButtonEnhancement>
        <ToolbarButton aria-label={t('fields.link')} title={t('fields.link')} icon={<LinkRegular />} aria-pressed={props.editor.isActive('link')} />
      </PopoverTrigger>
      <PopoverSurface>
        <div className={styles.linkForm}>
          <Field label={t('fields.linkPrompt')}>
            <Input
              value={href}
              onChange={(_, d) => setHref(d.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  apply();
                }
              }}
            />
          </Field>
          <Button appearance="primary" onClick={apply}>
            {t('crud.confirm')}
          </Button>
        </div>
      </PopoverSurface>
    </Popover>
  );
}

function RichToolbar(props: { editor: Editor }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { editor } = props;
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
    }),
  });
  const button = (key: keyof typeof active, label: string, icon: ReactElement, run: () => void) => (
    <ToolbarButton
      aria-label={label}
      title={label}
      aria-pressed={active[key]}
      appearance={active[key] ? 'primary' : 'subtle'}
      icon={icon}
      onClick={run}
    />
  );
  return (
    <Toolbar aria-label={t('fields.richToolbar')} size="small" className={styles.toolbar}>
      {button('bold', t('fields.bold'), <TextBoldRegular />, () => editor.chain().focus().toggleBold().run())}
      {button('italic', t('fields.italic'), <TextItalicRegular />, () => editor.chain().focus().toggleItalic().run())}
      {button('h2', t('fields.heading2'), <TextHeader2Regular />, () => editor.chain().focus().toggleHeading({ level: 2 }).run())}
      {button('h3', t('fields.heading3'), <TextHeader3Regular />, () => editor.chain().focus().toggleHeading({ level: 3 }).run())}
      {button('bullet', t('fields.bulletList'), <TextBulletListLtrRegular />, () => editor.chain().focus().toggleBulletList().run())}
      {button('ordered', t('fields.orderedList'), <TextNumberListLtrRegular />, () => editor.chain().focus().toggleOrderedList().run())}
      <LinkButton editor={editor} />
    </Toolbar>
  );
}

/**
 * The TipTap editor of a rich text field: HTML out ('' when empty, so "required" works), a
 * toolbar reachable by Tab and arrows, the usual shortcuts (Ctrl+B, Ctrl+I), and a counter of
 * the text (not the HTML) when the field has a maximum.
 */
export function RichTextEditor(props: { value: string; label: string; max?: number; invalid?: boolean; onChange: (html: string) => void; onBlur: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' } },
      }),
    ],
    content: props.value,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': props.label, ...(props.invalid ? { 'aria-invalid': 'true' } : {}) },
    },
    onUpdate: ({ editor: e }) => props.onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => props.onBlur(),
  });
  // A value set from outside (a restored draft, a reset) replaces the document.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (props.value !== current) editor.commands.setContent(props.value || '', { emitUpdate: false });
  }, [editor, props.value]);
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': props.label, ...(props.invalid ? { 'aria-invalid': 'true' } : {}) } } });
  }, [editor, props.label, props.invalid]);
  const count = useEditorState({ editor, selector: ({ editor: e }) => (e ? textLength(e) : 0) });
  if (!editor) return null;
  return (
    <div className={styles.frame}>
      <RichToolbar editor={editor} />
      <EditorContent editor={editor} className={styles.content} />
      {props.max !== undefined && (
        <div className={styles.footer}>
          <Text size={200} className={count > props.max ? styles.over : undefined} data-testid="rich-counter">
            {t('fields.counter', { count, max: props.max })}
          </Text>
        </div>
      )}
    </div>
  );
}
