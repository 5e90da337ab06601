<%@ page contentType="text/html;charset=UTF-8" %>
<%@ taglib prefix="c" uri="jakarta.tags.core" %>
<jsp:include page="/WEB-INF/jsp/header.jsp"/>
<h2>Shelf <c:out value="${param.shelf}"/></h2>
<ul>
  <c:forEach items="${books}" var="b"><li><c:out value="${b.title}"/> (<c:out value="${b.author}"/>)</li></c:forEach>
</ul>
<jsp:include page="/WEB-INF/jsp/footer.jsp"/>
