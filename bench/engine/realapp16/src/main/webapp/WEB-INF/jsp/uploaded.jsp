<%@ page contentType="text/html;charset=UTF-8" %>
<jsp:include page="/WEB-INF/jsp/header.jsp"/>
<p>Upload stored. SHA-256: <%= request.getAttribute("checksum") %></p>
<jsp:include page="/WEB-INF/jsp/footer.jsp"/>
