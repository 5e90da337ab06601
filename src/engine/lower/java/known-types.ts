/**
 * Simple names of the public types of the packages security rules care about. Java resolves a
 * simple type name through on-demand imports (`import java.sql.*;`) by asking the compiler which
 * package holds it; without a classpath we answer from this table. A name found in no listed
 * package falls back to the rules in `type-resolver.ts`.
 */

const PACKAGES: Record<string, string> = {
  'java.lang':
    'Object String StringBuilder StringBuffer CharSequence Integer Long Short Byte Boolean Double Float ' +
    'Character Number Math StrictMath System Runtime Process ProcessBuilder ProcessHandle Thread ThreadLocal ' +
    'InheritableThreadLocal Class ClassLoader Enum Record Void Iterable Comparable Runnable AutoCloseable ' +
    'Cloneable Appendable Readable Package Module StackTraceElement Throwable Exception RuntimeException Error ' +
    'IllegalArgumentException IllegalStateException NullPointerException SecurityException ' +
    'UnsupportedOperationException NumberFormatException IndexOutOfBoundsException ' +
    'ArrayIndexOutOfBoundsException StringIndexOutOfBoundsException ClassNotFoundException InterruptedException ' +
    'CloneNotSupportedException ReflectiveOperationException ArithmeticException ClassCastException ' +
    'NoSuchFieldException NoSuchMethodException InstantiationException IllegalAccessException AssertionError ' +
    'StackOverflowError OutOfMemoryError LinkageError Override Deprecated SuppressWarnings FunctionalInterface ' +
    'SafeVarargs',
  'java.sql':
    'Connection Statement PreparedStatement CallableStatement ResultSet ResultSetMetaData DriverManager Driver ' +
    'SQLException Types Date Timestamp Time Blob Clob Array Savepoint DatabaseMetaData',
  'java.io':
    'File FileInputStream FileOutputStream FileReader FileWriter InputStream OutputStream Reader Writer ' +
    'BufferedReader BufferedWriter BufferedInputStream BufferedOutputStream InputStreamReader ' +
    'OutputStreamWriter PrintWriter PrintStream ObjectInputStream ObjectOutputStream ObjectInputFilter ObjectStreamClass InvalidClassException ByteArrayInputStream ' +
    'ByteArrayOutputStream IOException FileNotFoundException UncheckedIOException Serializable Closeable ' +
    'RandomAccessFile StringReader StringWriter DataInputStream DataOutputStream Console FilenameFilter ' +
    'FileFilter',
  'java.nio.file':
    'Files Path Paths FileSystem FileSystems StandardOpenOption StandardCopyOption LinkOption DirectoryStream ' +
    'NoSuchFileException InvalidPathException',
  'java.nio.charset': 'Charset StandardCharsets',
  'java.net':
    'URL URI URLConnection HttpURLConnection Socket ServerSocket InetAddress InetSocketAddress URLEncoder ' +
    'URLDecoder MalformedURLException URISyntaxException HttpCookie',
  'java.net.http': 'HttpClient HttpRequest HttpResponse',
  'java.util':
    'List ArrayList LinkedList Map HashMap LinkedHashMap TreeMap Set HashSet LinkedHashSet TreeSet Collection ' +
    'Collections Arrays Iterator Optional Objects Properties Random Scanner UUID Base64 Date Calendar Locale ' +
    'Enumeration Vector Hashtable Stack Deque ArrayDeque Queue PriorityQueue StringJoiner Comparator ' +
    'ResourceBundle Timer BitSet Formatter OptionalInt SortedMap NavigableMap EnumMap EnumSet',
  'java.util.function': 'Function BiFunction Supplier Consumer BiConsumer Predicate BiPredicate UnaryOperator BinaryOperator',
  'java.util.stream': 'Stream Collectors IntStream LongStream',
  'java.util.concurrent':
    'ThreadLocalRandom ConcurrentHashMap ConcurrentMap Executors ExecutorService Future CompletableFuture ' +
    'TimeUnit Callable CopyOnWriteArrayList',
  'java.util.regex': 'Pattern Matcher',
  'java.util.zip': 'ZipInputStream ZipOutputStream ZipEntry ZipFile ZipException GZIPInputStream GZIPOutputStream InflaterInputStream DeflaterOutputStream CheckedInputStream CRC32 Deflater Inflater',
  'java.util.logging': 'Logger Level',
  'java.security':
    'MessageDigest SecureRandom KeyPairGenerator KeyPair KeyFactory Signature Key PrivateKey PublicKey ' +
    'KeyStore NoSuchAlgorithmException GeneralSecurityException SecureRandomParameters Provider Security',
  'java.security.spec': 'PKCS8EncodedKeySpec X509EncodedKeySpec KeySpec',
  'javax.crypto':
    'Cipher KeyGenerator Mac SecretKey SecretKeyFactory CipherInputStream CipherOutputStream ' +
    'NoSuchPaddingException BadPaddingException IllegalBlockSizeException AEADBadTagException SealedObject',
  'javax.crypto.spec': 'SecretKeySpec IvParameterSpec GCMParameterSpec PBEKeySpec PBEParameterSpec DESKeySpec DESedeKeySpec OAEPParameterSpec ChaCha20ParameterSpec',
  'javax.servlet': 'ServletException ServletRequest ServletResponse ServletContext ServletConfig Filter FilterChain RequestDispatcher ServletInputStream ServletOutputStream',
  'javax.servlet.http': 'HttpServlet HttpServletRequest HttpServletResponse HttpSession Cookie Part',
  'jakarta.servlet': 'ServletException ServletRequest ServletResponse ServletContext ServletConfig Filter FilterChain RequestDispatcher ServletInputStream ServletOutputStream',
  'jakarta.servlet.http': 'HttpServlet HttpServletRequest HttpServletResponse HttpSession Cookie Part',
  'javax.naming': 'Context InitialContext NamingException NamingEnumeration Name CompositeName Binding NameClassPair AuthenticationException CommunicationException',
  'javax.naming.directory': 'DirContext InitialDirContext SearchControls SearchResult Attributes Attribute BasicAttributes BasicAttribute ModificationItem',
  'javax.naming.ldap': 'LdapContext InitialLdapContext LdapName Rdn Control PagedResultsControl StartTlsRequest StartTlsResponse',
  'javax.xml.xpath': 'XPath XPathFactory XPathExpression XPathConstants XPathExpressionException',
  'javax.xml.parsers': 'DocumentBuilder DocumentBuilderFactory SAXParser SAXParserFactory ParserConfigurationException',
  'javax.xml': 'XMLConstants',
  'javax.xml.stream':
    'XMLInputFactory XMLOutputFactory XMLStreamReader XMLEventReader XMLStreamWriter XMLStreamConstants ' +
    'XMLStreamException XMLResolver',
  'javax.xml.transform':
    'TransformerFactory Transformer Templates Source Result TransformerException ' +
    'TransformerConfigurationException OutputKeys',
  'javax.xml.transform.stream': 'StreamSource StreamResult',
  'javax.xml.transform.dom': 'DOMSource DOMResult',
  'javax.xml.validation': 'SchemaFactory Schema Validator',
  'javax.xml.namespace': 'QName NamespaceContext',
  'org.xml.sax': 'InputSource XMLReader SAXException Attributes EntityResolver ContentHandler ErrorHandler',
  'org.xml.sax.helpers': 'DefaultHandler XMLReaderFactory',
  'org.w3c.dom': 'Document Element Node NodeList NamedNodeMap Attr Text',
  'javax.persistence': 'EntityManager EntityManagerFactory Query TypedQuery PersistenceContext Entity Id Table Column',
  'jakarta.persistence': 'EntityManager EntityManagerFactory Query TypedQuery PersistenceContext Entity Id Table Column',
  'javax.sql': 'DataSource',
  'org.springframework.web.bind.annotation':
    'RestController Controller RequestMapping GetMapping PostMapping PutMapping DeleteMapping PatchMapping ' +
    'RequestParam PathVariable RequestHeader CookieValue RequestBody ResponseBody ModelAttribute ' +
    'RequestPart MatrixVariable ResponseStatus ExceptionHandler CrossOrigin RequestMethod',
  'org.springframework.stereotype': 'Controller Service Repository Component',
  'org.springframework.beans.factory.annotation': 'Autowired Value Qualifier',
  'org.springframework.jdbc.core': 'JdbcTemplate NamedParameterJdbcTemplate RowMapper',
  'org.springframework.jdbc.core.namedparam': 'NamedParameterJdbcTemplate MapSqlParameterSource',
  'org.springframework.web.client': 'RestTemplate',
  'org.springframework.web.reactive.function.client': 'WebClient',
  'org.springframework.http': 'ResponseEntity HttpStatus HttpHeaders MediaType HttpEntity HttpMethod',
  'org.springframework.ui': 'Model ModelMap',
  'org.springframework.web.servlet': 'ModelAndView',
  'org.springframework.core.env': 'Environment',
  'org.springframework.context.annotation': 'Bean Configuration',
  'org.springframework.web.multipart': 'MultipartFile',
  'org.springframework.boot.context.properties': 'ConfigurationProperties EnableConfigurationProperties',
  'org.springframework.web.context.request': 'RequestContextHolder ServletRequestAttributes WebRequest NativeWebRequest ServletWebRequest',
  'org.springframework.web.servlet.view': 'RedirectView',
  'org.springframework.web.util': 'HtmlUtils UriComponentsBuilder',
  'org.springframework.expression': 'Expression ExpressionParser EvaluationContext',
  'org.springframework.expression.spel.standard': 'SpelExpressionParser',
  'javax.persistence.criteria': 'CriteriaBuilder CriteriaQuery Root Predicate',
  'jakarta.persistence.criteria': 'CriteriaBuilder CriteriaQuery Root Predicate',
  'javax.ws.rs': 'GET POST PUT DELETE PATCH Path PathParam QueryParam FormParam HeaderParam CookieParam MatrixParam Produces Consumes',
  'jakarta.ws.rs': 'GET POST PUT DELETE PATCH Path PathParam QueryParam FormParam HeaderParam CookieParam MatrixParam Produces Consumes',
  'javax.ws.rs.core': 'Response UriInfo HttpHeaders Context MediaType',
  'jakarta.ws.rs.core': 'Response UriInfo HttpHeaders Context MediaType',
  'javax.net.ssl': 'SSLContext HttpsURLConnection HostnameVerifier TrustManager X509TrustManager SSLSocketFactory KeyManager',
  'javax.script': 'ScriptEngine ScriptEngineManager ScriptException Compilable CompiledScript Bindings SimpleBindings ScriptContext',
  'java.beans': 'XMLDecoder XMLEncoder',
  'org.apache.commons.io': 'FilenameUtils FileUtils IOUtils',
  'org.apache.commons.text': 'StringEscapeUtils',
  'org.apache.commons.codec.digest': 'DigestUtils',
  'org.bson': 'Document',
  'com.mongodb': 'BasicDBObject',
  'com.mongodb.client.model': 'Filters',
  'io.javalin': 'Javalin',
  'io.javalin.http': 'Context',
};

const packagesByType = new Map<string, string[]>();
for (const [pkg, names] of Object.entries(PACKAGES)) {
  for (const name of names.split(/\s+/)) {
    if (!name) continue;
    const list = packagesByType.get(name) ?? [];
    list.push(pkg);
    packagesByType.set(name, list);
  }
}

const knownPackages = new Set(Object.keys(PACKAGES));

/** Whether `simpleName` is a public type of `pkg` as far as this table knows. */
export function packageHasType(pkg: string, simpleName: string): boolean {
  return packagesByType.get(simpleName)?.includes(pkg) ?? false;
}

/** Whether the table lists the whole of `pkg` (its absence of a name is then meaningful). */
export function isKnownPackage(pkg: string): boolean {
  return knownPackages.has(pkg);
}

export function isJavaLangType(simpleName: string): boolean {
  return packageHasType('java.lang', simpleName);
}

/** Primitive type keywords, which resolve to themselves. */
export const PRIMITIVE_TYPES = new Set(['int', 'long', 'short', 'byte', 'char', 'boolean', 'double', 'float', 'void']);
