(function () {
  var params = new URLSearchParams(window.location.search);
  var preview = document.getElementById("preview");
  if (preview && params.get("welcome")) {
    preview.innerHTML = "<h2>" + params.get("welcome") + "</h2>";
  }
  var tip = document.querySelector(".tip");
  if (tip && params.get("tip")) {
    tip.textContent = params.get("tip");
  }
})();
