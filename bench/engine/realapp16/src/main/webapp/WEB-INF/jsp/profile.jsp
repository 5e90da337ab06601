<%@ page contentType="text/html;charset=UTF-8" %>
<%@ taglib prefix="c" uri="jakarta.tags.core" %>
<jsp:include page="/WEB-INF/jsp/header.jsp"/>
<h2>Welcome back, <%= session.getAttribute("displayName") %></h2>
<p>Results per page: <%= session.getAttribute("pageSize") %></p>
<form method="post">
  <label>Display name <input name="displayName" value="<c:out value='${sessionScope.displayName}'/>"></label>
  <label>Pronouns <input name="pronouns"></label>
  <label>Results per page <input name="pageSize" type="number" value="20"></label>
  <button type="submit">Save</button>
</form>
<jsp:include page="/WEB-INF/jsp/footer.jsp"/>
