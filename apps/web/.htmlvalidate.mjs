import { defineConfig } from 'html-validate';

/**
 * html-validate for the prerendered pages (build/client/**\/*.html), checked by the gate in
 * e2e/gates/html.spec.ts. The recommended preset, less what React's server renderer writes by
 * design (valid HTML, only not in the preset's preferred spelling) and what other gates check
 * better.
 */
export default defineConfig({
  extends: ['html-validate:recommended'],
  elements: [
    'html5',
    {
      // Radix renders checkboxes and radios as <button role="checkbox|radio"> named by a
      // <label for>; html-validate's text-content rule does not follow <label for>, so it would
      // call every such button nameless. Accessible names are checked by axe-core (button-name)
      // in e2e/gates/pages.spec.ts, with the full naming algorithm.
      button: { textContent: 'default' },
    },
  ],
  rules: {
    // React writes void elements as <link/>, <meta/>, <input/>, <br/>: valid HTML syntax.
    'void-style': 'off',
    // React writes some attributes in camelCase (charSet, autoComplete, dateTime, maxLength);
    // HTML attribute names are case-insensitive, so it is spelling, not validity.
    'attr-case': 'off',
    // React writes boolean attributes as required="", async="": valid HTML.
    'attribute-boolean-style': 'off',
    // Inline styles come from React (style props, Radix's hidden native inputs) and from
    // vanilla-extract's assignInlineVars; they are allowed by the pages' CSP.
    'no-inline-style': 'off',
    // React's useId() ids (`_R_1a_`) and its streaming markers (`B:0`, `S:0`) are valid HTML ids;
    // relaxed checks what HTML requires (non-empty, no whitespace) rather than a CSS-friendly style.
    'valid-id': ['error', { relaxed: true }],
    // `<ul role="list">` is deliberate: Safari drops list semantics from lists styled
    // `list-style: none`, which every card grid here is.
    'no-redundant-role': 'off',
    // Radix primitives (ToggleGroup, RadioGroup, Checkbox, Progress) render ARIA widgets on
    // <button>/<div> with their own keyboard handling; the design system chose them over native
    // inputs. Other roles (region, navigation …) still have to use the native element.
    'prefer-native-element': ['error', { exclude: ['checkbox', 'radio', 'progressbar'] }],
    // The search boxes of /blog, /destinations, /faq and /shop sit in forms without a submit
    // button on purpose: they filter the list in place as one types, which is no change of
    // context (WCAG 3.2.2, the criterion H32 serves); Enter still submits ?q= without
    // JavaScript. The forms that do send something (inquiry, contact, flight request,
    // newsletters) are submitted for real in e2e/gates/no-javascript.spec.ts.
    'wcag/h32': 'off',
    // An SEO heuristic, not validity: search engines cut titles by pixel width, and the long
    // ones are article headlines followed by the brand, which may be cut. Copy, not markup.
    'long-title': 'off',
    // A typographic hint (keep a phone number on one line), not about validity; the numbers
    // are written as the office writes them.
    'tel-non-breaking': 'off',
  },
});
