#ifndef TOOLBAR_REGISTRY_SQLITE_SHIM_H
#define TOOLBAR_REGISTRY_SQLITE_SHIM_H

#include <sqlite3.h>

// sqlite3_db_config is variadic and cannot be called from Swift directly.
static inline int toolbar_registry_sqlite3_disable_dqs(sqlite3 *db) {
    int ddl = sqlite3_db_config(db, SQLITE_DBCONFIG_DQS_DDL, 0, (int *)0);
    if (ddl != SQLITE_OK) { return ddl; }
    return sqlite3_db_config(db, SQLITE_DBCONFIG_DQS_DML, 0, (int *)0);
}

// sqlite3_config is variadic too. Memory statistics take a global mutex on every allocation;
// nothing reads them. Only effective before SQLite initializes (the first open), else a no-op.
static inline int toolbar_registry_sqlite3_disable_memory_status(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

#endif
