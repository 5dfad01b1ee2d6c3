// `llts/checked-url`: every place the portal opens, navigates to or links to an address takes one that went
// through the one check (src/platform/http/safeUrl.ts), seen in its type `SafeUrl`. The sinks:
// location.assign / location.replace / window.open, assignments to location or location.href, and the
// address attributes of DOM elements in JSX (href, src, action, formAction, data, poster, srcSet).
// Also accepted: an address the code itself spells out (a string literal, a literal type, or a template
// whose scheme is written in the code: mailto:, tel:, data:image/, or that starts with '#': a fragment of
// the page itself, which goes nowhere else), and nothing (undefined, null).
// `x as SafeUrl` is refused: only the check makes a SafeUrl. Type-aware: it needs the project's type info.
import ts from 'typescript';

export const CHECKED_URL_MESSAGE =
  'An address the portal opens, navigates to or links to goes through safeUrl/requireSafeUrl (src/platform/http/safeUrl.ts) first.';
export const CAST_MESSAGE =
  'Only safeUrl/requireSafeUrl make a SafeUrl: check the address instead of asserting its type.';

const SINK_ATTRIBUTES = {
  a: ['href'],
  area: ['href'],
  base: ['href'],
  link: ['href'],
  iframe: ['src'],
  frame: ['src'],
  embed: ['src'],
  script: ['src'],
  img: ['src', 'srcSet'],
  source: ['src', 'srcSet'],
  audio: ['src'],
  video: ['src', 'poster'],
  track: ['src'],
  input: ['src', 'formAction'],
  button: ['formAction'],
  form: ['action'],
  object: ['data'],
};

// A scheme the code writes itself, in front of values that cannot change it.
const WRITTEN_SCHEMES = /^(mailto:|tel:|data:image\/|#)/i;
// A literal written in the code is trusted, unless it is one of the schemes that run script (an address
// parser drops blanks and control characters, so they are dropped before looking).
const runsScript = (text) => /^(javascript|vbscript|data):/i.test(text.replace(/[\p{Cc}\s]/gu, ''));

const BRAND = '__safeUrl';

/** `location`, `window.location`, `target.location`, ... */
const isLocation = (node) =>
  (node.type === 'Identifier' && node.name === 'location') ||
  (node.type === 'MemberExpression' &&
    !node.computed &&
    node.property.type === 'Identifier' &&
    node.property.name === 'location');

const isWindow = (node) => node.type === 'Identifier' && ['window', 'globalThis', 'self'].includes(node.name);

const propertyName = (node) =>
  node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier'
    ? node.property.name
    : undefined;

export const checkedUrlRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Addresses from a server or the config reach the DOM only through safeUrl.' },
    messages: { unchecked: CHECKED_URL_MESSAGE, cast: CAST_MESSAGE },
    schema: [],
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (!services?.program)
      throw new Error('llts/checked-url needs type information (parserOptions.projectService).');
    const checker = services.program.getTypeChecker();

    const typeAccepted = (type) => {
      if (type.isUnion()) return type.types.every(typeAccepted);
      if (type.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Void | ts.TypeFlags.Never))
        return true;
      if (type.isStringLiteral()) return !runsScript(type.value);
      if (type.flags & ts.TypeFlags.TemplateLiteral) return WRITTEN_SCHEMES.test(type.texts[0] ?? '');
      return checker.getPropertyOfType(type, BRAND) !== undefined;
    };

    const accepted = (node) => {
      switch (node.type) {
        case 'Literal':
          return typeof node.value === 'string' && !runsScript(node.value);
        case 'TemplateLiteral':
          if (node.expressions.length === 0) return !runsScript(node.quasis[0].value.cooked ?? '');
          return WRITTEN_SCHEMES.test(node.quasis[0].value.cooked ?? '');
        case 'ConditionalExpression':
          return accepted(node.consequent) && accepted(node.alternate);
        default:
          return typeAccepted(checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node)));
      }
    };

    const check = (node) => {
      if (node && node.type !== 'JSXEmptyExpression' && !accepted(node))
        context.report({ node, messageId: 'unchecked' });
    };

    return {
      CallExpression(node) {
        const name = propertyName(node.callee);
        if ((name === 'assign' || name === 'replace') && isLocation(node.callee.object))
          check(node.arguments[0]);
        else if (name === 'open' && isWindow(node.callee.object)) check(node.arguments[0]);
      },
      AssignmentExpression(node) {
        const left = node.left;
        if (isLocation(left) || (propertyName(left) === 'href' && isLocation(left.object))) check(node.right);
      },
      JSXAttribute(node) {
        const element = node.parent.name;
        if (element.type !== 'JSXIdentifier' || node.name.type !== 'JSXIdentifier') return;
        if (!(SINK_ATTRIBUTES[element.name] ?? []).includes(node.name.name) || !node.value) return;
        check(node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value);
      },
      'TSAsExpression, TSTypeAssertion'(node) {
        const type = node.typeAnnotation;
        if (
          type.type === 'TSTypeReference' &&
          type.typeName.type === 'Identifier' &&
          type.typeName.name === 'SafeUrl'
        )
          context.report({ node, messageId: 'cast' });
      },
    };
  },
};

/** The flat-config block: the browser side and the CLI, all but the check itself. */
export function urlSinkRules() {
  return [
    {
      files: ['src/**/*.{ts,tsx}', 'cli/**/*.ts'],
      ignores: ['src/platform/http/safeUrl.ts'],
      plugins: { llts: { rules: { 'checked-url': checkedUrlRule } } },
      rules: { 'llts/checked-url': 'error' },
    },
  ];
}
