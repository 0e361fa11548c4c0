/**
 * In the service worker's build, what jspdf would load for its HTML and SVG rendering (html2canvas, dompurify,
 * canvg): the simulator's PDFs are drawn with text and lines only and never call it, and a service worker
 * cannot load code later, so these would otherwise weigh on every start of the worker.
 */
export default {};
