<%@ page contentType="text/html;charset=UTF-8" %>
<%@ taglib prefix="c" uri="jakarta.tags.core" %>
<%@ taglib prefix="fmt" uri="jakarta.tags.fmt" %>
<jsp:include page="/WEB-INF/jsp/header.jsp"/>
<h2>My loans</h2>
<p>Showing loans with status ${param.status},
  <c:out value="${param.order}" default="newest first"/>.</p>
<table>
  <c:forEach items="${loans}" var="loan">
    <tr>
      <td>${loan.bookId}</td>
      <td>${loan.dueDate}</td>
      <td><c:out value="${loan.status}"/></td>
      <td><c:out value="${loan.note}"/></td>
    </tr>
  </c:forEach>
</table>
<form method="post" action="${pageContext.request.contextPath}/app?action=export">
  <input name="filename" value="my-loans.csv">
  <button type="submit">Export</button>
</form>
<jsp:include page="/WEB-INF/jsp/footer.jsp"/>
