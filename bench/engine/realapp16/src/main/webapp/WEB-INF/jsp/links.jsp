<%@ page contentType="text/html;charset=UTF-8" %>
<jsp:include page="/WEB-INF/jsp/header.jsp"/>
<h2>Link check</h2>
<p><%= request.getParameter("url") %> is ${status}.</p>
<jsp:include page="/WEB-INF/jsp/footer.jsp"/>
