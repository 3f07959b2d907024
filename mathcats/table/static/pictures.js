// The arithmetic picture (scene.picture, item.pic): Python draws it (mathcats/pictures.py)
// and sends its markup as pic.html; the table only puts it in its frame.
export function drawPicture(figure, pic) {
  figure.innerHTML = (pic && pic.html) || "";  // an empty frame keeps its place on the page
}
