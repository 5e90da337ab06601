<%@ page contentType="text/html;charset=UTF-8" %>
<%@ taglib prefix="fn" uri="jakarta.tags.functions" %>
<jsp:include page="/WEB-INF/jsp/header.jsp"/>
<p>Your loans were exported to ${fn:escapeXml(exported)}. The help desk will email it to you.</p>
<jsp:include page="/WEB-INF/jsp/footer.jsp"/>
