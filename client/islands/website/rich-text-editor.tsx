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

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
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
    const href = window.prompt('Link address (https://… or mailto:…)');
    if (href && /^(https?:\/\/|mailto:|tel:)/i.test(href.trim())) chain().setLink({ href: href.trim() }).run();
  }
  return (
    <div className="rte-toolbar" role="toolbar" aria-label={`${label} formatting`}>
      <Tool label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()} />
      <Tool label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()} />
      <Tool label="Heading" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
      <Tool label="Subheading" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
      <Tool label="• List" active={state.bullets} onClick={() => chain().toggleBulletList().run()} />
      <Tool label="1. List" active={state.numbers} onClick={() => chain().toggleOrderedList().run()} />
      <Tool label="Link" active={state.link} onClick={link} />
      <Tool label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()} />
      <Tool label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()} />
    </div>
  );
}

/**
 * A rich-text field (TipTap): clinics format their site's sections without writing HTML. Its output is
 * HTML limited to what StarterKit makes (headings, lists, links, emphasis), which the server sanitizes
 * again on save and on render. The editor mounts in the browser only (`immediatelyRender: false`), so the
 * server renders the same empty frame and hydration matches.
 */
export function RichTextEditor({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (html: string) => void }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['mailto', 'tel'] }, codeBlock: false, code: false })],
    content: value,
    immediatelyRender: false,
    editorProps: { attributes: { id, class: 'rte-content', role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <div className="rte" data-testid={`${id}-editor`}>
      {editor && <Toolbar editor={editor} label={label} />}
      <EditorContent editor={editor} />
    </div>
  );
}
