declare module '*.css';

