<%@ page contentType="text/html;charset=UTF-8" %>
<%@ page import="edu.northfield.stacks.model.Book" %>
<%@ taglib prefix="c" uri="jakarta.tags.core" %>
<jsp:include page="/WEB-INF/jsp/header.jsp"/>
<% Book book = (Book) request.getAttribute("book"); %>
<h2><c:out value="${book.title}"/></h2>
<p class="highlight">Matched: ${highlight}</p>
<dl>
  <dt>Author</dt><dd><c:out value="${book.author}"/></dd>
  <dt>ISBN</dt><dd><c:out value="${book.isbn}"/></dd>
  <dt>Record</dt><dd>#<%= book.getId() %></dd>
</dl>
<img src="${pageContext.request.contextPath}/cover?isbn=${book.isbn}" alt="">
<form method="post" action="${pageContext.request.contextPath}/app?action=borrow">
  <input type="hidden" name="bookId" value="<%= book.getId() %>">
  <button type="submit">Borrow</button>
</form>
<p class="back">Back to <c:out value="${param.ref}"/></p>
<jsp:include page="/WEB-INF/jsp/footer.jsp"/>
