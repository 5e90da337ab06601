<%@ page contentType="text/html;charset=UTF-8" %>
<%@ taglib prefix="c" uri="jakarta.tags.core" %>
<jsp:include page="/WEB-INF/jsp/header.jsp"/>
<h2>Imported reading list</h2>
<ol>
  <c:forEach items="${isbns}" var="isbn"><li><a href="app?action=book&isbn=${isbn}"><c:out value="${isbn}"/></a></li></c:forEach>
</ol>
<jsp:include page="/WEB-INF/jsp/footer.jsp"/>
