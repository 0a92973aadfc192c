// A standalone SVG drawn onto a canvas at `scale` times its size, as PNG bytes. The SVG carries
// no external resources (see svg-export.ts), so the canvas stays untainted and can be read back.
export async function svgToPng(svg: { text: string; width: number; height: number }, scale = 2): Promise<Uint8Array> {
  const url = URL.createObjectURL(new Blob([svg.text], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(svg.width * scale);
    canvas.height = Math.round(svg.height * scale);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This window cannot draw images');
    // Drawn at the target size, the vector image is rasterised sharp rather than upscaled.
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (result) => (result ? resolve(result) : reject(new Error('The image could not be encoded'))),
        'image/png',
      ),
    );
    return new Uint8Array(await blob.arrayBuffer());
  } finally {
    URL.revokeObjectURL(url);
  }
}
