<%@ page contentType="text/html;charset=UTF-8" pageEncoding="UTF-8" %>
<%@ taglib prefix="c" uri="jakarta.tags.core" %>
<%@ taglib prefix="fn" uri="jakarta.tags.functions" %>
<%@ taglib prefix="fmt" uri="jakarta.tags.fmt" %>
<jsp:include page="header.jsp"/>
<section class="bills">
  <h1>Your bills</h1>
  <form method="get">
    <input name="q" value="${fn:escapeXml(query)}" placeholder="Invoice number or month">
    <button>Search</button>
  </form>
  <p class="summary"><%= request.getAttribute("count") %> bills found for <c:out value="${query}"/></p>
  <p class="filter">Showing status: ${param.status}</p>
  <c:if test="${empty invoices}">
    <p class="empty">Nothing matched ${query}.</p>
  </c:if>
  <table>
    <thead><tr><th>Invoice</th><th>Issued</th><th>Due</th><th>Amount</th><th>Status</th></tr></thead>
    <tbody>
    <c:forEach items="${invoices}" var="inv">
      <tr>
        <td><a href="${pageContext.request.contextPath}/statements/?mode=number&invoice=${inv.number}">${inv.number}</a></td>
        <td>${inv.issuedOn}</td>
        <td>${inv.dueOn}</td>
        <td><fmt:formatNumber value="${inv.amount}" type="currency" currencyCode="USD"/></td>
        <td><c:out value="${inv.status}"/></td>
      </tr>
    </c:forEach>
    </tbody>
  </table>
  <p class="back"><a href="?page=<%= request.getParameter("page") %>">Previous page</a></p>
</section>
