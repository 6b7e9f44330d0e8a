/** The part of pa11y's API the page checker uses (the package ships no types). */
declare module 'pa11y' {
  interface Pa11yIssue {
    code: string;
    type: 'error' | 'warning' | 'notice';
    message: string;
    context: string;
    selector: string;
  }
  interface Pa11yOptions {
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    runners?: string[];
    timeout?: number;
    wait?: number;
    chromeLaunchConfig?: { executablePath?: string; args?: string[] };
  }
  export default function pa11y(
    url: string,
    options?: Pa11yOptions,
  ): Promise<{ documentTitle: string; pageUrl: string; issues: Pa11yIssue[] }>;
}
