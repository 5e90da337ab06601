<%@ page contentType="text/html;charset=UTF-8" pageEncoding="UTF-8" %>
<%@ taglib prefix="c" uri="jakarta.tags.core" %>
<%@ taglib prefix="fn" uri="jakarta.tags.functions" %>
<jsp:include page="/WEB-INF/jsp/header.jsp"/>
<h2>Catalogue search</h2>
<form action="${pageContext.request.contextPath}/app" method="get">
  <input type="hidden" name="action" value="search">
  <input type="text" name="q" value="${fn:escapeXml(param.q)}">
  <button type="submit">Search</button>
</form>

<p class="summary">Results for <%= request.getParameter("q") %></p>
<p class="summary-count"><%= request.getAttribute("resultCount") %> titles found for <c:out value="${query}"/></p>
<c:if test="${not empty authorTitles}">
  <p>The library holds ${authorTitles} titles by <c:out value="${param.author}"/>.</p>
</c:if>
<p class="sorted">Sorted by ${param.sort}</p>

<table class="results">
  <c:forEach items="${books}" var="b">
    <tr>
      <td><a href="app?action=book&id=${b.id}"><c:out value="${b.title}"/></a></td>
      <td>${fn:escapeXml(b.author)}</td>
      <td><c:out value="${b.shelf}"/></td>
    </tr>
  </c:forEach>
</table>
<jsp:include page="/WEB-INF/jsp/footer.jsp"/>
