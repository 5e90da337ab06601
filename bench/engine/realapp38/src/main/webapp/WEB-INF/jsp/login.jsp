<%@ page contentType="text/html;charset=UTF-8" pageEncoding="UTF-8" %>
<%@ taglib prefix="c" uri="jakarta.tags.core" %>
<%@ taglib prefix="fn" uri="jakarta.tags.functions" %>
<!DOCTYPE html>
<html lang="en">
<head>
  <title>Sign in — Clearbrook Water</title>
  <link rel="stylesheet" href="${pageContext.request.contextPath}/static/portal.css">
</head>
<body>
<main class="login">
  <h1>Sign in to your water account</h1>
  <c:if test="${not empty error}">
    <div class="alert"><c:out value="${error}"/></div>
  </c:if>
  <c:if test="${not empty param.expired}">
    <div class="notice">Your session expired while viewing <%= request.getParameter("expired") %>.</div>
  </c:if>
  <form method="post" action="${pageContext.request.contextPath}/login">
    <label>Account number
      <input name="account" value="<c:out value='${param.account}'/>" autocomplete="username">
    </label>
    <label>Password <input type="password" name="password" autocomplete="current-password"></label>
    <input type="hidden" name="next" value="${fn:escapeXml(param.next)}">
    <input type="hidden" name="campaign" value="${param.campaign}">
    <label><input type="checkbox" name="remember"> Keep me signed in</label>
    <button type="submit">Sign in</button>
  </form>
</main>
</body>
</html>
