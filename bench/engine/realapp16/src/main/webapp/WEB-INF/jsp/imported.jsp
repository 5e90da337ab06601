<%@ page contentType="text/html;charset=UTF-8" %>
<jsp:include page="/WEB-INF/jsp/header.jsp"/>
<p>Imported ${imported} records.</p>
<jsp:include page="/WEB-INF/jsp/footer.jsp"/>
