/** The English twin of a Chinese label tree: the same keys, any text (the compiler checks both ways). */
export type Twin<T> = { [K in keyof T]: T[K] extends string ? string : Twin<T[K]> };
