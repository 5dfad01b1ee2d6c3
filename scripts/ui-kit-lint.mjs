// `kit/ui-kit`: one field kit across the portal. A native <select> beside the kit's listboxes is a second
// select (src/ui/Select and SelectField are the one); a focus style on `focus:` draws a keyboard ring after
// a mouse click as well (`focus-visible:` draws it only when the browser says focus should show); a margin,
// padding, inset or corner named by its left or right side stays there in right-to-left text. A page's
// title is the page kit's (src/ui/page): an <h1> written anywhere else is a second look for it.
export const NATIVE_SELECT_MESSAGE =
  "A native <select> is a second select: use the kit's Select (src/ui/Select.tsx) or SelectField.";
export const FOCUS_MESSAGE =
  'A focus ring on `focus:` shows after a mouse click too: use `focus-visible:` (keyboard focus only).';
export const PAGE_HEADING_MESSAGE =
  "A page's <h1> is the page kit's: use Page (title), OutcomePage or PageHeading from src/ui/page.";

export const PHYSICAL_SIDE_MESSAGE =
  'A left or right side does not mirror in right-to-left text: use the logical utility (ms-/me-, ps-/pe-, start-/end-, text-start/text-end, rounded-s/-e, border-s/-e).';

const PAGE_KIT = /(^|[\\/])src[\\/]ui[\\/]page[\\/]/;

// Margins, paddings, insets, alignment, corners and borders named by a physical side (with any variant).
const PHYSICAL_SIDE =
  /(^|[\s'"`:])-?((m|p|scroll-m|scroll-p)[lr]-(\d|px|auto|\[)|(left|right)-(\d|px|auto|full|\[)|text-(left|right)\b|float-(left|right)\b|rounded-[tb]?[lr](\b|-)|border-[lr](\b|-))/;

// Ring, border, shadow and outline colours or widths on focus; `focus:outline-none` (removing one) is fine.
const FOCUS_RING = /(^|[\s'"`])focus:(ring|border|shadow|outline-(?!none\b))/;

const uiKitRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      nativeSelect: NATIVE_SELECT_MESSAGE,
      focus: FOCUS_MESSAGE,
      pageHeading: PAGE_HEADING_MESSAGE,
      physicalSide: PHYSICAL_SIDE_MESSAGE,
    },
  },
  create(context) {
    const inPageKit = PAGE_KIT.test(context.filename);
    const checkText = (node, text) => {
      if (FOCUS_RING.test(text)) context.report({ node, messageId: 'focus' });
      if (PHYSICAL_SIDE.test(text)) context.report({ node, messageId: 'physicalSide' });
    };
    return {
      JSXOpeningElement(node) {
        if (node.name.type !== 'JSXIdentifier') return;
        if (node.name.name === 'select') context.report({ node, messageId: 'nativeSelect' });
        if (node.name.name === 'h1' && !inPageKit) context.report({ node, messageId: 'pageHeading' });
      },
      Literal(node) {
        if (typeof node.value === 'string') checkText(node, node.value);
      },
      TemplateElement(node) {
        checkText(node, node.value.raw);
      },
    };
  },
};

export function uiKitRules() {
  return [
    {
      files: ['src/**/*.{ts,tsx}'],
      plugins: { kit: { rules: { 'ui-kit': uiKitRule } } },
      rules: { 'kit/ui-kit': 'error' },
    },
  ];
}
