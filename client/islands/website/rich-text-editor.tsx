import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/** One toolbar button: pressed while its mark or node is active at the cursor. */
function Tool({ label, active, disabled, onClick }: { label: string; active?: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <button type="button" className="rte-tool" aria-pressed={active ?? undefined} disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={onClick}>
      {label}
    </button>
  );
}

/** The toolbar's words in the page's language (the Website tab and the order report give them; the editor's chunk holds no catalogue). */
export interface ToolWords {
  formatting: (label: string) => string;
  bold: string; italic: string; heading: string; subheading: string; bullets: string; numbers: string; link: string;
  undo: string; redo: string; linkPrompt: string;
}

/** The toolbar's English words, for an editor whose page gives none. */
const ENGLISH_TOOLS: ToolWords = {
  formatting: (label) => `${label} formatting`, bold: 'Bold', italic: 'Italic', heading: 'Heading', subheading: 'Subheading',
  bullets: '• List', numbers: '1. List', link: 'Link', undo: 'Undo', redo: 'Redo', linkPrompt: 'Link address (https://… or mailto:…)',
};

function Toolbar({ editor, label, words }: { editor: Editor; label: string; words: ToolWords }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'), italic: e.isActive('italic'), h2: e.isActive('heading', { level: 2 }), h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'), numbers: e.isActive('orderedList'), link: e.isActive('link'),
      canUndo: e.can().undo(), canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  function link() {
    if (state.link) return void chain().unsetLink().run();
    const href = window.prompt(words.linkPrompt);
    if (href && /^(https?:\/\/|mailto:|tel:)/i.test(href.trim())) chain().setLink({ href: href.trim() }).run();
  }
  return (
    <div className="rte-toolbar" role="toolbar" aria-label={words.formatting(label)}>
      <Tool label={words.bold} active={state.bold} onClick={() => chain().toggleBold().run()} />
      <Tool label={words.italic} active={state.italic} onClick={() => chain().toggleItalic().run()} />
      <Tool label={words.heading} active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
      <Tool label={words.subheading} active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
      <Tool label={words.bullets} active={state.bullets} onClick={() => chain().toggleBulletList().run()} />
      <Tool label={words.numbers} active={state.numbers} onClick={() => chain().toggleOrderedList().run()} />
      <Tool label={words.link} active={state.link} onClick={link} />
      <Tool label={words.undo} disabled={!state.canUndo} onClick={() => chain().undo().run()} />
      <Tool label={words.redo} disabled={!state.canRedo} onClick={() => chain().redo().run()} />
    </div>
  );
}

/**
 * A rich-text field (TipTap): clinics format their site's sections without writing HTML. Its output is
 * HTML limited to what StarterKit makes (headings, lists, links, emphasis), which the server sanitizes
 * again on save and on render. The editor mounts in the browser only (`immediatelyRender: false`), so the
 * server renders the same empty frame and hydration matches.
 */
export function RichTextEditor({ id, label, value, onChange, words = ENGLISH_TOOLS }: {
  id: string; label: string; value: string; onChange: (html: string) => void; words?: ToolWords;
}) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['mailto', 'tel'] }, codeBlock: false, code: false })],
    content: value,
    immediatelyRender: false,
    editorProps: { attributes: { id, class: 'rte-content', role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <div className="rte" data-testid={`${id}-editor`}>
      {editor && <Toolbar editor={editor} label={label} words={words} />}
      <EditorContent editor={editor} />
    </div>
  );
}
