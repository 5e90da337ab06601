<%@ page contentType="text/html;charset=UTF-8" %>
<%@ taglib prefix="c" uri="jakarta.tags.core" %>
<%@ taglib prefix="fn" uri="jakarta.tags.functions" %>
<jsp:include page="/WEB-INF/jsp/header.jsp"/>
<h2>Sign in</h2>
<% if (request.getAttribute("error") != null) { %>
  <div class="alert"><%= request.getAttribute("error") %></div>
<% } %>
<c:if test="${param.reset == 'sent'}">
  <div class="notice">If that address has an account, a reset code is on its way.</div>
</c:if>
<form method="post" action="${pageContext.request.contextPath}/login">
  <input type="hidden" name="next" value="${param.next}">
  <label>Username <input name="username" value="${fn:escapeXml(param.username)}"></label>
  <label>Password <input type="password" name="password"></label>
  <label><input type="checkbox" name="remember"> Keep me signed in</label>
  <button type="submit">Sign in</button>
</form>
<jsp:include page="/WEB-INF/jsp/footer.jsp"/>
