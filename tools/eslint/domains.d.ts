/** The domains (domains.js, which the ESLint config reads as JavaScript). */
export declare const DOMAINS: readonly string[];
