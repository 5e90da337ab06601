<%@ page contentType="text/html;charset=UTF-8" %>
<%@ taglib prefix="c" uri="jakarta.tags.core" %>
<jsp:include page="/WEB-INF/jsp/header.jsp"/>
<h2>Subject librarians matching ${param.uid}</h2>
<ul>
  <c:forEach items="${staff}" var="dn"><li><c:out value="${dn}"/></li></c:forEach>
</ul>
<jsp:include page="/WEB-INF/jsp/footer.jsp"/>
