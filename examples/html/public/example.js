// The partner's own script: it hears what the elements say, as its analytics or CRM would. Each
// event is listed on the page by its name and what it carries (never anything the student typed).
const heard = document.getElementById('heard');

function list(name, detail) {
  const item = document.createElement('li');
  item.textContent = `${name} ${JSON.stringify(detail)}`;
  heard?.append(item);
}

document.addEventListener('unistay:enquiry-sent', (event) => list(event.type, event.detail));
document.addEventListener('unistay:booking-created', (event) => list(event.type, event.detail));
document.addEventListener('unistay:analytics', (event) =>
  list(event.type, { name: event.detail.name }),
);
