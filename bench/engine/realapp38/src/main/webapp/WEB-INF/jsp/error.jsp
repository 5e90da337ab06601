<%@ page contentType="text/html;charset=UTF-8" pageEncoding="UTF-8" isErrorPage="true" %>
<%@ taglib prefix="c" uri="jakarta.tags.core" %>
<!DOCTYPE html>
<html lang="en">
<head><title>Something went wrong — Clearbrook Water</title></head>
<body>
  <h1>We could not complete your request</h1>
  <p>Reference: <c:out value="${requestScope['jakarta.servlet.error.request_uri']}"/></p>
  <p>Please call customer service on 555-0148 if this keeps happening.</p>
</body>
</html>
