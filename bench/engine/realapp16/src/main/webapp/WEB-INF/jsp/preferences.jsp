<%@ page contentType="text/html;charset=UTF-8" %>
<jsp:include page="/WEB-INF/jsp/header.jsp"/>
<h2>Display preferences</h2>
<form method="post">
  <select name="language">
    <option value="en">English</option>
    <option value="fr">Fran&ccedil;ais</option>
  </select>
  <label><input type="checkbox" name="compact"> Compact result list</label>
  <p>Current: ${prefs.language}, ${prefs.pageSize} per page</p>
  <button type="submit">Save</button>
</form>
<jsp:include page="/WEB-INF/jsp/footer.jsp"/>
