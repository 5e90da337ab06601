<%@ page contentType="text/html;charset=UTF-8" pageEncoding="UTF-8" %>
<%@ taglib prefix="c" uri="jakarta.tags.core" %>
<!DOCTYPE html>
<html lang="en">
<head>
  <title>Clearbrook Water</title>
  <link rel="stylesheet" href="${pageContext.request.contextPath}/static/portal.css">
</head>
<body>
<header>
  <a class="brand" href="${pageContext.request.contextPath}/account/home">Clearbrook Water</a>
  <c:if test="${not empty sessionScope.account}">
    <span class="who">Account <c:out value="${sessionScope.account.accountNumber}"/></span>
    <span class="nick">Hi, ${sessionScope.nickname}</span>
    <a href="${pageContext.request.contextPath}/logout">Sign out</a>
  </c:if>
</header>
