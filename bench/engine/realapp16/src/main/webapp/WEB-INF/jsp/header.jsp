<%@ page contentType="text/html;charset=UTF-8" %>
<%@ taglib prefix="c" uri="jakarta.tags.core" %>
<!DOCTYPE html>
<html>
<head>
  <title>Stacks - Northfield University Library</title>
  <link rel="stylesheet" href="${pageContext.request.contextPath}/static/stacks.css">
</head>
<body>
<nav>
  <a href="${pageContext.request.contextPath}/app">Catalogue</a>
  <a href="${pageContext.request.contextPath}/app?action=history">My loans</a>
  <c:if test="${not empty sessionScope.member}">
    <span class="user">Hello, <c:out value="${sessionScope.member.username}"/></span>
    <a href="${pageContext.request.contextPath}/logout?to=home">Sign out</a>
  </c:if>
</nav>
<main>
