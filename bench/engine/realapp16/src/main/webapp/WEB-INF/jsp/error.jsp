<%@ page contentType="text/html;charset=UTF-8" isErrorPage="true" %>
<%@ taglib prefix="c" uri="jakarta.tags.core" %>
<jsp:include page="/WEB-INF/jsp/header.jsp"/>
<h2>Page not found</h2>
<p>Nothing lives at <c:out value="${requestScope['jakarta.servlet.error.request_uri']}"/>.</p>
<jsp:include page="/WEB-INF/jsp/footer.jsp"/>
