import type { Finding } from './check-pages';

/**
 * Findings of the page checkers that are the checker's mistake, each kept with its reason. An
 * entry matches by checker, rule and the markup it is about; anything else fails the check.
 */
interface Allowance {
  checker: Finding['checker'];
  rule: RegExp;
  message: RegExp;
  extract: RegExp;
  why: string;
}

// The HTML Standard, "Autofilling form controls: the autocomplete attribute": each autofill field
// name belongs to a control group, and each input type accepts certain groups.
const AUTOFILL = 'https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#autofill';

const allowances: readonly Allowance[] = [
  {
    checker: 'vnu',
    rule: /^CSS: “(anchor-name|position-anchor|position-area|left|right|top|bottom)”: /,
    message: /anchor/,
    extract: /./,
    why:
      'CSS anchor positioning (https://www.w3.org/TR/css-anchor-position-1/), which the checker’s ' +
      'CSS grammar does not know yet. The navbar uses it as a progressive enhancement to place a ' +
      'short menu under its button; a browser without it shows that menu at the bar’s left.',
  },
  {
    checker: 'pa11y',
    rule: /1_3_5\.H98$/,
    message: /does not belong to Text control group/,
    extract: /type="email"[^>]*autocomplete="username"/,
    why:
      `The staff sign-in's e-mail is the account's user name: "username" tells password managers ` +
      `to save and fill it with the password. In the HTML Standard (${AUTOFILL}) "username" is in ` +
      `the Username control group, which the E-mail state (type="email") accepts; ` +
      `HTML_CodeSniffer checks it against the Text group instead (axe-core accepts it).`,
  },
];

/** The reason a finding is allowed, or undefined when it must be fixed. */
export function allowed(finding: Finding): string | undefined {
  return allowances.find(
    (allowance) =>
      allowance.checker === finding.checker &&
      allowance.rule.test(finding.rule) &&
      allowance.message.test(finding.message) &&
      allowance.extract.test(finding.extract),
  )?.why;
}
